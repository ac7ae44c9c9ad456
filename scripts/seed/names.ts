import { SERIES, type Series } from "./brands.ts";

const NUMERALS: [number, string][] = [
  [1000, "M"], [900, "CM"], [500, "D"], [400, "CD"], [100, "C"], [90, "XC"],
  [50, "L"], [40, "XL"], [10, "X"], [9, "IX"], [5, "V"], [4, "IV"], [1, "I"],
];

function roman(value: number): string {
  let rest = value;
  let text = "";
  for (const [amount, numeral] of NUMERALS) {
    for (; rest >= amount; rest -= amount) text += numeral;
  }
  return text;
}

/**
 * A product's name is its series plus the kind's noun ("Hedda soffa 3-sits"), so one series names at most one
 * product of each kind: no list shows two products of one brand under one name at different prices.
 */
export class NameBook {
  private readonly taken = new Set<string>();

  isFree(kindKey: string, series: Series): boolean {
    return !this.taken.has(`${kindKey}\u0000${series.name}`);
  }

  /** `preferred` if free, else the next free series in catalog order; when every series is taken, a model line ("Hedda II"). */
  claimNearest(kindKey: string, preferred: Series): Series {
    const start = Math.max(0, SERIES.findIndex((series) => series.name === preferred.name));
    for (let offset = 0; offset < SERIES.length; offset++) {
      const series = SERIES[(start + offset) % SERIES.length] as Series;
      if (this.isFree(kindKey, series)) return this.claim(kindKey, series);
    }
    return this.claimModelLine(kindKey, preferred);
  }

  /** `series` if free, else the same series as a numbered model line, keeping its brand and collection. */
  claimModelLine(kindKey: string, series: Series): Series {
    if (this.isFree(kindKey, series)) return this.claim(kindKey, series);
    // A model line's own lines are its series' lines: "Hedda II" is followed by "Hedda III", not "Hedda II II".
    const base = series.name.replace(/ [IVXLCDM]+$/, "");
    for (let line = 2; ; line++) {
      const model = { ...series, name: `${base} ${roman(line)}` };
      if (this.isFree(kindKey, model)) return this.claim(kindKey, model);
    }
  }

  private claim(kindKey: string, series: Series): Series {
    this.taken.add(`${kindKey}\u0000${series.name}`);
    return series;
  }
}
