/**
 * Listing and deleting by key prefix, a page at a time, each page one store call with its own deadline,
 * so a store of any size is walked and a walk stops when its job's time is up.
 */
import type { ListResultBlob, Store } from '@netlify/blobs';
import { callStore } from './store-call.ts';

/** Quick, without flooding the store. */
const DELETES_AT_ONCE = 20;

export type ListPage = { blobs: ListResultBlob[]; directories: string[] };

/** The entries (and with `directories`, the folders) under `prefix`, a page at a time. */
export async function* pagesUnder(store: Store, prefix: string, directories: boolean): AsyncGenerator<ListPage> {
  const pages = store.list({ prefix, directories, paginate: true })[Symbol.asyncIterator]();
  for (;;) {
    const page = await callStore('list', () => pages.next(), { pausesOthers: false });
    if (page.done) return;
    yield page.value;
  }
}

export async function listKeys(store: Store, prefix: string): Promise<string[]> {
  const keys: string[] = [];
  for await (const { blobs } of pagesUnder(store, prefix, false)) keys.push(...blobs.map((blob) => blob.key));
  return keys;
}

export async function deleteKeys(store: Store, keys: string[]): Promise<number> {
  for (let first = 0; first < keys.length; first += DELETES_AT_ONCE) {
    await Promise.all(
      keys.slice(first, first + DELETES_AT_ONCE).map((key) => callStore('delete', () => store.delete(key))),
    );
  }
  return keys.length;
}

export async function deleteUnder(store: Store, prefix: string, outOfTime: () => boolean): Promise<number> {
  let removed = 0;
  for await (const { blobs } of pagesUnder(store, prefix, false)) {
    if (outOfTime()) break;
    removed += await deleteKeys(
      store,
      blobs.map(({ key }) => key),
    );
  }
  return removed;
}
