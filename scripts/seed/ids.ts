export class IdSequence {
  private last: number;

  constructor(start = 0) {
    this.last = start;
  }

  next(): number {
    return ++this.last;
  }
}

export const skuFor = (prefix: string, id: number): string => `${prefix}-${10000 + id}`;
