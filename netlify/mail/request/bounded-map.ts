/**
 * A Map that forgets its oldest entries past `max`. What a function instance remembers of the
 * clients it met (their last state in the store, their own counts when the store fails) must not
 * grow with every address a bot farm uses: forgetting only costs a read, or a weaker limit.
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
