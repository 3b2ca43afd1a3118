import type { LessonLevel, LessonSubject, LessonSummary } from '@prd/contract';
import Pencil from 'lucide-react/icons/pencil';
import Plus from 'lucide-react/icons/plus';
import Trash from 'lucide-react/icons/trash-2';
import { Button } from '../../../../components/ui/button';
import { t, type Kind } from './strings';

export interface TreeActions {
  addSubject: (level: LessonLevel) => void;
  addLesson: (subject: LessonSubject) => void;
  editLevel: (level: LessonLevel) => void;
  editSubject: (subject: LessonSubject) => void;
  editLesson: (lesson: LessonSummary) => void;
  remove: (kind: Kind, id: number, name: string) => void;
}

const icon = { className: 'size-4', 'aria-hidden': true } as const;

function RowActions({
  kind,
  name,
  onEdit,
  onDelete,
}: {
  kind: Kind;
  name: string;
  onEdit: () => void;
  onDelete: () => void;
}) {
  return (
    <div className="flex shrink-0 gap-1">
      <Button
        variant="ghost"
        className="px-2 py-1"
        onClick={onEdit}
        aria-label={t.editLabel(t.kinds[kind], name)}
      >
        <Pencil {...icon} />
        <span className="hidden sm:inline">{t.edit}</span>
      </Button>
      <Button
        variant="ghost"
        className="px-2 py-1 text-danger"
        onClick={onDelete}
        aria-label={t.deleteLabel(t.kinds[kind], name)}
      >
        <Trash {...icon} />
        <span className="hidden sm:inline">{t.delete}</span>
      </Button>
    </div>
  );
}

/** Levels → subjects → lessons, each with its actions; drafts are marked. */
export function LessonTree({
  levels,
  subjects,
  lessons,
  actions,
}: {
  levels: LessonLevel[];
  subjects: LessonSubject[];
  lessons: LessonSummary[];
  actions: TreeActions;
}) {
  return (
    <ul className="flex flex-col gap-4" aria-label={t.title}>
      {levels.map((level) => {
        const ofLevel = subjects.filter((s) => s.level_id === level.id);
        return (
          <li
            key={level.id}
            className="rounded-2xl border border-line bg-surface p-4 shadow-sm sm:p-5"
          >
            <div className="flex flex-wrap items-start justify-between gap-2">
              <div className="min-w-0">
                <h2 className="text-base font-semibold text-ink">{level.name}</h2>
                <p className="text-xs text-ink-muted">
                  {t.position(level.position)}
                  {level.description && ` · ${level.description}`}
                </p>
              </div>
              <div className="flex flex-wrap gap-1">
                <Button
                  variant="secondary"
                  className="px-3 py-1.5"
                  onClick={() => actions.addSubject(level)}
                  aria-label={t.addSubjectLabel(level.name)}
                >
                  <Plus {...icon} />
                  {t.addSubject}
                </Button>
                <RowActions
                  kind="levels"
                  name={level.name}
                  onEdit={() => actions.editLevel(level)}
                  onDelete={() => actions.remove('levels', level.id, level.name)}
                />
              </div>
            </div>
            {ofLevel.length === 0 ? (
              <p className="mt-3 text-sm text-ink-muted">{t.noSubjects}</p>
            ) : (
              <ul className="mt-3 flex flex-col gap-3">
                {ofLevel.map((subject) => (
                  <SubjectItem
                    key={subject.id}
                    subject={subject}
                    lessons={lessons.filter((l) => l.subject_id === subject.id)}
                    actions={actions}
                  />
                ))}
              </ul>
            )}
          </li>
        );
      })}
    </ul>
  );
}

function SubjectItem({
  subject,
  lessons,
  actions,
}: {
  subject: LessonSubject;
  lessons: LessonSummary[];
  actions: TreeActions;
}) {
  return (
    <li className="rounded-xl border border-line p-3">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h3 className="text-sm font-semibold text-ink">{subject.name}</h3>
          <p className="text-xs text-ink-muted">{t.position(subject.position)}</p>
        </div>
        <div className="flex flex-wrap gap-1">
          <Button
            variant="secondary"
            className="px-3 py-1.5"
            onClick={() => actions.addLesson(subject)}
            aria-label={t.addLessonLabel(subject.name)}
          >
            <Plus {...icon} />
            {t.addLesson}
          </Button>
          <RowActions
            kind="subjects"
            name={subject.name}
            onEdit={() => actions.editSubject(subject)}
            onDelete={() => actions.remove('subjects', subject.id, subject.name)}
          />
        </div>
      </div>
      {lessons.length === 0 ? (
        <p className="mt-2 text-sm text-ink-muted">{t.noLessons}</p>
      ) : (
        <ol className="mt-2 divide-y divide-line">
          {lessons.map((lesson) => (
            <li key={lesson.id} className="flex items-center justify-between gap-2 py-1.5">
              <span className="min-w-0 truncate text-sm text-ink">
                <span className="mr-2 text-xs text-ink-muted">{lesson.position}</span>
                {lesson.title}
                {!lesson.published && (
                  <span className="ml-2 rounded-full bg-surface-muted px-2 py-0.5 text-[11px] font-medium text-ink-muted">
                    {t.draft}
                  </span>
                )}
              </span>
              <RowActions
                kind="lessons"
                name={lesson.title}
                onEdit={() => actions.editLesson(lesson)}
                onDelete={() => actions.remove('lessons', lesson.id, lesson.title)}
              />
            </li>
          ))}
        </ol>
      )}
    </li>
  );
}
