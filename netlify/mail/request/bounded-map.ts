/**
 * A Map that forgets its oldest entries past `max`: what an instance remembers of clients must not
 * grow with a bot farm's addresses.
 */
export class BoundedMap<K, V> extends Map<K, V> {
  private readonly max: number;

  constructor(max: number) {
    super();
    this.max = max;
  }

  override set(key: K, value: V): this {
    // Set again, an entry is the newest.
    super.delete(key);
    super.set(key, value);
    if (this.size > this.max) super.delete(this.keys().next().value as K);
    return this;
  }
}
