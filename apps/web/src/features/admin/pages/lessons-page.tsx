import Plus from 'lucide-react/icons/plus';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { notify } from '../../../lib/toast';
import {
  useAdminLessonLevelsQuery,
  useAdminLessonsQuery,
  useAdminLessonSubjectsQuery,
  useDeleteLessonItemMutation,
} from '../api/lessons';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { PageHeader } from '../components/page-header';
import { EmptyState, ErrorState, LoadingState } from '../components/states';
import { errorText } from './lessons/form-bits';
import { GroupForm, type GroupTarget } from './lessons/group-form';
import { LessonForm, type LessonTarget } from './lessons/lesson-form';
import { LessonTree, type TreeActions } from './lessons/lesson-tree';
import { t, type Kind } from './lessons/strings';

type Editor = { form: 'group'; target: GroupTarget } | { form: 'lesson'; target: LessonTarget };

/** Admin console: the Learn area's levels, subjects and lessons, added, edited and deleted. */
export function LessonsAdminPage() {
  const levels = useAdminLessonLevelsQuery();
  const subjects = useAdminLessonSubjectsQuery();
  const lessons = useAdminLessonsQuery();
  const [remove, removing] = useDeleteLessonItemMutation();
  const [editor, setEditor] = useState<Editor | null>(null);
  const [doomed, setDoomed] = useState<{ kind: Kind; id: number; name: string } | null>(null);

  const queries = [levels, subjects, lessons];
  const failed = queries.find((q) => q.isError);
  const loading = queries.some((q) => q.isLoading);

  const actions: TreeActions = {
    addSubject: (level) =>
      setEditor({ form: 'group', target: { kind: 'subjects', levelId: level.id } }),
    editLevel: (level) => setEditor({ form: 'group', target: { kind: 'levels', editing: level } }),
    editSubject: (subject) =>
      setEditor({
        form: 'group',
        target: { kind: 'subjects', editing: subject, levelId: subject.level_id },
      }),
    addLesson: (subject) => setEditor({ form: 'lesson', target: { subjectId: subject.id } }),
    editLesson: (lesson) =>
      setEditor({ form: 'lesson', target: { subjectId: lesson.subject_id, editing: lesson } }),
    remove: (kind, id, name) => setDoomed({ kind, id, name }),
  };

  async function confirmDelete() {
    if (!doomed) return;
    try {
      const { message } = await remove({ kind: doomed.kind, id: doomed.id }).unwrap();
      notify.success(message);
      setDoomed(null);
    } catch (err) {
      notify.error(errorText(err, t.confirm.failed));
    }
  }

  return (
    <>
      <PageHeader
        title={t.title}
        description={t.description}
        actions={
          <Button onClick={() => setEditor({ form: 'group', target: { kind: 'levels' } })}>
            <Plus className="size-4" aria-hidden="true" />
            {t.addLevel}
          </Button>
        }
      />
      {failed ? (
        <ErrorState
          message={errorText(failed.error, t.loadFailed)}
          onRetry={() => queries.forEach((q) => void q.refetch())}
        />
      ) : loading ? (
        <LoadingState label={t.loading} />
      ) : (levels.data?.items.length ?? 0) === 0 ? (
        <EmptyState>{t.empty}</EmptyState>
      ) : (
        <LessonTree
          levels={levels.data?.items ?? []}
          subjects={subjects.data?.items ?? []}
          lessons={lessons.data?.items ?? []}
          actions={actions}
        />
      )}
      {editor?.form === 'group' && (
        <GroupForm
          target={editor.target}
          levels={levels.data?.items ?? []}
          onClose={() => setEditor(null)}
        />
      )}
      {editor?.form === 'lesson' && (
        <LessonForm
          target={editor.target}
          subjects={subjects.data?.items ?? []}
          onClose={() => setEditor(null)}
        />
      )}
      <ConfirmDialog
        open={doomed !== null}
        onOpenChange={(open) => !open && setDoomed(null)}
        title={t.confirm.title(doomed ? t.kinds[doomed.kind] : '')}
        description={doomed ? t.confirm[doomed.kind](doomed.name) : undefined}
        confirmLabel={t.confirm.button}
        busy={removing.isLoading}
        onConfirm={confirmDelete}
      />
    </>
  );
}
