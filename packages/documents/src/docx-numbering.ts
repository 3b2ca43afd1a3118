import { AlignmentType, LevelFormat, type ILevelsOptions, type INumberingOptions } from 'docx';

export const BULLET_REFERENCE = 'prd-bullets';
const LEVELS = 9;
const BULLETS = ['\u2022', '\u25e6', '\u25aa'];
const NUMBER_FORMATS = [LevelFormat.DECIMAL, LevelFormat.LOWER_LETTER, LevelFormat.LOWER_ROMAN];

/** Left indent of list level `level` (twips): nested items step in by half an inch. */
export function listIndent(level: number): number {
  return 720 * (level + 1);
}

function level(level: number, format: string, text: string, start = 1): ILevelsOptions {
  return {
    level,
    format: format as ILevelsOptions['format'],
    text,
    start,
    alignment: AlignmentType.START,
    style: { paragraph: { indent: { left: listIndent(level), hanging: 360 } } },
  };
}

/**
 * Collects numbering definitions while a document is built. Every ordered list is its own
 * instance, so numbering restarts per list; a Markdown start number (`3.`) at a depth gets a
 * definition of its own, shared by the lists that start there.
 */
export class NumberingRegistry {
  private readonly ordered = new Map<string, INumberingOptions['config'][number]>();
  private instances = 0;

  orderedList(depth: number, start: number): { reference: string; instance: number } {
    const reference = start === 1 ? 'prd-numbers' : `prd-numbers-${depth}-${start}`;
    if (!this.ordered.has(reference)) {
      const levels = Array.from({ length: LEVELS }, (_, n) =>
        level(
          n,
          NUMBER_FORMATS[n % 3] ?? LevelFormat.DECIMAL,
          `%${n + 1}.`,
          n === depth ? start : 1,
        ),
      );
      this.ordered.set(reference, { reference, levels });
    }
    this.instances += 1;
    return { reference, instance: this.instances };
  }

  options(): INumberingOptions {
    const bullets = Array.from({ length: LEVELS }, (_, n) =>
      level(n, LevelFormat.BULLET, BULLETS[n % 3] ?? '\u2022'),
    );
    return {
      config: [{ reference: BULLET_REFERENCE, levels: bullets }, ...this.ordered.values()],
    };
  }
}
