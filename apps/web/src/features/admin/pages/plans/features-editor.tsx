import ArrowDown from 'lucide-react/icons/arrow-down';
import ArrowUp from 'lucide-react/icons/arrow-up';
import Plus from 'lucide-react/icons/plus';
import Trash from 'lucide-react/icons/trash-2';
import { Button } from '../../../../components/ui/button';
import { t } from './strings';

export interface FeatureLine {
  key: number;
  text: string;
}

let nextKey = 1;
export const featureLines = (features: readonly string[]): FeatureLine[] =>
  features.map((text) => ({ key: nextKey++, text }));

const iconButton =
  'grid size-8 shrink-0 place-items-center rounded-md text-ink-muted hover:bg-surface-muted hover:text-ink focus-visible:ring-2 focus-visible:ring-brand-500/40 focus-visible:outline-none disabled:opacity-40';

/** The plan's feature lines: edit, add, remove and reorder (buttons, so keyboards can too). */
export function FeaturesEditor({
  lines,
  onChange,
  error,
}: {
  lines: FeatureLine[];
  onChange: (lines: FeatureLine[]) => void;
  error?: string;
}) {
  const move = (from: number, to: number) => {
    const next = [...lines];
    const [line] = next.splice(from, 1);
    next.splice(to, 0, line!);
    onChange(next);
  };
  return (
    <fieldset className="grid gap-2">
      <legend className="mb-1.5 text-sm font-medium text-ink">{t.form.features}</legend>
      <ol className="grid gap-2">
        {lines.map((line, i) => (
          <li key={line.key} className="flex items-center gap-1">
            <input
              aria-label={t.form.featureLabel(i + 1)}
              value={line.text}
              onChange={(e) =>
                onChange(
                  lines.map((l) => (l.key === line.key ? { ...l, text: e.target.value } : l)),
                )
              }
              className="min-w-0 flex-1 rounded-lg border border-line bg-surface px-3 py-2 text-sm text-ink focus:border-brand-500 focus:ring-2 focus:ring-brand-500/30 focus:outline-none"
            />
            <button
              type="button"
              className={iconButton}
              aria-label={t.form.moveUp(i + 1)}
              disabled={i === 0}
              onClick={() => move(i, i - 1)}
            >
              <ArrowUp className="size-4" aria-hidden="true" />
            </button>
            <button
              type="button"
              className={iconButton}
              aria-label={t.form.moveDown(i + 1)}
              disabled={i === lines.length - 1}
              onClick={() => move(i, i + 1)}
            >
              <ArrowDown className="size-4" aria-hidden="true" />
            </button>
            <button
              type="button"
              className={`${iconButton} hover:text-danger`}
              aria-label={t.form.remove(i + 1)}
              onClick={() => onChange(lines.filter((l) => l.key !== line.key))}
            >
              <Trash className="size-4" aria-hidden="true" />
            </button>
          </li>
        ))}
      </ol>
      <div>
        <Button
          variant="secondary"
          className="px-3 py-1.5"
          onClick={() => onChange([...lines, { key: nextKey++, text: '' }])}
        >
          <Plus className="size-4" aria-hidden="true" />
          {t.form.addFeature}
        </Button>
      </div>
      {error && (
        <p role="alert" className="text-xs text-danger dark:text-red-300">
          {error}
        </p>
      )}
    </fieldset>
  );
}
