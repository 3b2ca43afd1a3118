import { Button } from '../../../../components/ui/button';
import { useAdminContentPageQuery } from '../../api/content-pages';
import { PageHeader } from '../../components/page-header';
import { Card, ErrorState, LoadingState } from '../../components/states';
import { errorText } from '../ai-keys/form-helpers';
import { PageForm } from './page-form';
import { t } from './strings';

/** The editor screen: a new page, or an existing one loaded with its Markdown. */
export function PageEditor({ id, onDone }: { id: number | null; onDone: () => void }) {
  const { data, error, isLoading, refetch } = useAdminContentPageQuery(id ?? 0, {
    skip: id === null,
    refetchOnMountOrArgChange: true,
  });
  const back = (
    <Button variant="ghost" className="-ml-2 px-2 py-1" onClick={onDone}>
      {t.editor.back}
    </Button>
  );
  return (
    <>
      <PageHeader
        back={back}
        title={id === null ? t.editor.newTitle : t.editor.editTitle(data?.title ?? '…')}
      />
      <Card>
        {id === null ? (
          <PageForm onDone={onDone} />
        ) : error ? (
          <ErrorState
            message={errorText(error, t.editor.loadFailed)}
            onRetry={() => void refetch()}
          />
        ) : isLoading || !data ? (
          <LoadingState label={t.editor.loading} />
        ) : (
          <PageForm key={data.id} page={data} onDone={onDone} />
        )}
      </Card>
    </>
  );
}
