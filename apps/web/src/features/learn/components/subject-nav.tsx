import type { LessonTreeLevel } from '@prd/contract';
import ChevronRight from 'lucide-react/icons/chevron-right';
import { useState } from 'react';
import { Link } from 'react-router';
import { learnSearch } from '../hooks/use-learn-selection';
import { t } from '../strings';

const linkBase =
  'block rounded-lg px-3 py-2 text-sm transition-colors focus-visible:outline-offset-[-2px]';

/**
 * The left column: each level as a heading with a button that shows or hides its subjects, each
 * subject a link. The first level and the one holding the chosen subject start open.
 */
export function SubjectNav({
  levels,
  selectedLevelId,
  selectedSubjectId,
}: {
  levels: LessonTreeLevel[];
  selectedLevelId: number | undefined;
  selectedSubjectId: number | undefined;
}) {
  const [open, setOpen] = useState<Record<number, boolean>>({});
  return (
    <nav aria-label={t.levelsNav} className="flex flex-col gap-4">
      {levels.map((level, index) => {
        const expanded = open[level.id] ?? (index === 0 || level.id === selectedLevelId);
        const listId = `learn-level-${level.id}`;
        return (
          <section key={level.id} aria-labelledby={`${listId}-heading`}>
            <h2 id={`${listId}-heading`} className="text-sm font-semibold text-ink">
              <button
                type="button"
                aria-expanded={expanded}
                aria-controls={listId}
                onClick={() => setOpen((s) => ({ ...s, [level.id]: !expanded }))}
                className="flex w-full items-center gap-2 rounded-lg px-2 py-1.5 text-left hover:bg-surface-muted"
              >
                <ChevronRight
                  aria-hidden="true"
                  className={`size-4 shrink-0 text-ink-muted transition-transform ${expanded ? 'rotate-90' : ''}`}
                />
                <span className="flex-1">{level.name}</span>
              </button>
            </h2>
            {level.description && expanded && (
              <p className="mt-1 px-2 text-xs text-ink-muted">{level.description}</p>
            )}
            <ul id={listId} hidden={!expanded} className="mt-1 flex flex-col gap-0.5">
              {level.subjects.map((subject) => {
                const current = subject.id === selectedSubjectId;
                return (
                  <li key={subject.id}>
                    <Link
                      to={{ search: learnSearch(subject.id) }}
                      aria-current={current ? 'page' : undefined}
                      className={`${linkBase} ${current ? 'bg-brand-50 font-semibold text-brand-700 dark:text-ink' : 'text-ink hover:bg-surface-muted'}`}
                    >
                      {subject.name}
                      <span className="block text-xs font-normal text-ink-muted">
                        {t.lessonCount(subject.lessons.length)}
                      </span>
                    </Link>
                  </li>
                );
              })}
            </ul>
          </section>
        );
      })}
    </nav>
  );
}
