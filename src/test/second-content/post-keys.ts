import { postKeys } from '../../content/post-keys.ts';

export * from '../../content/post-keys.ts';

// No post (see posts.ts): no Blog entry, no feed link.
postKeys.splice(0);
