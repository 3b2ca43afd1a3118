import { useId, useState } from 'react';
import { Button } from '../../../../components/ui/button';
import { notify } from '../../../../lib/toast';
import {
  useAdminPlansQuery,
  useAssignUserPlanMutation,
  type AdminUserDetail,
} from '../../api/admin-users';
import { queryErrorMessage, Spinner } from '../../components/states';

/** The plan an admin arranges for the person (Free = none); a paid subscription still wins. */
export function PlanPicker({ user }: { user: AdminUserDetail }) {
  const id = useId();
  const plans = useAdminPlansQuery();
  const [assign, state] = useAssignUserPlanMutation();
  const current = user.assigned_plan_id === null ? '' : String(user.assigned_plan_id);
  const [choice, setChoice] = useState(current);

  const save = async () => {
    try {
      const res = await assign({ id: user.id, plan_id: choice ? Number(choice) : null }).unwrap();
      notify.success(res.message);
    } catch (err) {
      notify.error(queryErrorMessage(err));
    }
  };

  return (
    <div className="flex flex-col gap-3">
      <p className="text-sm text-ink-muted">
        In force now: <span className="font-medium text-ink">{user.plan_name}</span>. A paid
        subscription takes precedence over the plan arranged here.
      </p>
      <div className="flex flex-col gap-2 sm:flex-row sm:items-end">
        <div className="flex flex-1 flex-col gap-1">
          <label htmlFor={id} className="text-xs font-medium text-ink-muted">
            Arranged plan
          </label>
          <select
            id={id}
            value={choice}
            disabled={plans.isLoading || state.isLoading}
            onChange={(e) => setChoice(e.target.value)}
            className="h-9 w-full rounded-lg border border-line bg-surface px-3 text-sm text-ink focus:border-brand-500 focus:ring-2 focus:ring-brand-500/30 focus:outline-none"
          >
            <option value="">Free (no arranged plan)</option>
            {plans.data?.items.map((p) => (
              <option key={p.id} value={String(p.id)}>
                {p.plan_name}
                {p.is_active ? '' : ' (inactive)'}
              </option>
            ))}
          </select>
        </div>
        <Button onClick={() => void save()} disabled={choice === current || state.isLoading}>
          {state.isLoading && <Spinner />}
          Save plan
        </Button>
      </div>
      {plans.isError && (
        <p role="alert" className="text-sm text-danger">
          {queryErrorMessage(plans.error, 'Could not load the plans.')}
        </p>
      )}
    </div>
  );
}
