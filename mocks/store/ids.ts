/** The next free id of a collection (max + 1, or `first` when empty). */
export function nextId(items: ReadonlyArray<{ id: number }>, first = 1): number {
  return items.reduce((max, item) => Math.max(max, item.id + 1), first)
}
