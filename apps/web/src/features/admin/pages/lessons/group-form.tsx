import {
  lessonLevelBody,
  lessonLevelUpdate,
  lessonSubjectBody,
  lessonSubjectUpdate,
  type LessonLevel,
  type LessonSubject,
} from '@prd/contract';
import { useState, type FormEvent } from 'react';
import { Button } from '../../../../components/ui/button';
import { Modal } from '../../../../components/ui/modal';
import { TextField } from '../../../../components/ui/text-field';
import { notify } from '../../../../lib/toast';
import { useSaveLessonLevelMutation, useSaveLessonSubjectMutation } from '../../api/lessons';
import { errorText, fieldIssues, positionOf, SelectField, TextAreaField } from './form-bits';
import { t } from './strings';

export type GroupTarget =
  | { kind: 'levels'; editing?: LessonLevel }
  | { kind: 'subjects'; editing?: LessonSubject; levelId: number };

/** Add or edit a level, or a subject (which also names its level, so it can move). */
export function GroupForm({
  target,
  levels,
  onClose,
}: {
  target: GroupTarget;
  levels: LessonLevel[];
  onClose: () => void;
}) {
  const { editing } = target;
  const [name, setName] = useState(editing?.name ?? '');
  const [description, setDescription] = useState(editing?.description ?? '');
  const [position, setPosition] = useState(String(editing?.position ?? 0));
  const [levelId, setLevelId] = useState(target.kind === 'subjects' ? target.levelId : 0);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [saveLevel, levelSave] = useSaveLessonLevelMutation();
  const [saveSubject, subjectSave] = useSaveLessonSubjectMutation();
  const busy = levelSave.isLoading || subjectSave.isLoading;
  const isLevel = target.kind === 'levels';

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    setFailure(null);
    const fields = { name, description, position: positionOf(position) };
    const id = editing ? { id: editing.id } : {};
    try {
      if (isLevel) {
        const checked = (editing ? lessonLevelUpdate : lessonLevelBody).safeParse({
          ...fields,
          ...id,
        });
        if (!checked.success) return setErrors(fieldIssues(checked.error.issues));
        setErrors({});
        await saveLevel(checked.data).unwrap();
      } else {
        const body = { ...fields, ...id, level_id: levelId };
        const checked = (editing ? lessonSubjectUpdate : lessonSubjectBody).safeParse(body);
        if (!checked.success) return setErrors(fieldIssues(checked.error.issues));
        setErrors({});
        await saveSubject(checked.data).unwrap();
      }
      notify.success(t.form.saved[target.kind]);
      onClose();
    } catch (err) {
      setFailure(errorText(err, t.form.saveFailed));
    }
  }

  const title = isLevel
    ? editing
      ? t.form.editLevel
      : t.form.newLevel
    : editing
      ? t.form.editSubject
      : t.form.newSubject;
  return (
    <Modal open onOpenChange={(open) => !open && !busy && onClose()} title={title}>
      <form noValidate onSubmit={(e) => void submit(e)} className="grid gap-4">
        {!isLevel && (
          <SelectField
            label={t.form.level}
            value={levelId}
            onChange={(e) => setLevelId(Number(e.target.value))}
            options={levels}
            error={errors.level_id}
          />
        )}
        <TextField
          label={t.form.name}
          value={name}
          onChange={(e) => setName(e.target.value)}
          error={errors.name}
        />
        <TextAreaField
          label={t.form.descriptionField}
          rows={2}
          value={description}
          onChange={(e) => setDescription(e.target.value)}
          error={errors.description}
        />
        <div className="grid gap-1">
          <TextField
            label={t.form.position}
            type="number"
            inputMode="numeric"
            min={0}
            step={1}
            value={position}
            onChange={(e) => setPosition(e.target.value)}
            error={errors.position}
          />
          <p className="text-xs text-ink-muted">{t.form.positionHint}</p>
        </div>
        {failure && (
          <p role="alert" className="rounded-lg bg-danger/10 px-3 py-2 text-sm text-danger">
            {failure}
          </p>
        )}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={onClose} disabled={busy}>
            {t.form.cancel}
          </Button>
          <Button type="submit" disabled={busy}>
            {busy ? t.form.saving : t.form.save}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
