import type { GetVersionResponse, GetVersionsResponse } from '@prd/contract';
import { useCallback, useEffect, useState } from 'react';
import { errorMessage, type AuthMode } from '../../../../lib/api-client';
import { docText } from '../document-messages';
import { getVersion } from '../api/get-version';
import { getVersions } from '../api/get-versions';

/** A call's state: under way, answered, or failed with the message to show. */
export type Load<T> =
  { status: 'loading' } | { status: 'ready'; value: T } | { status: 'failed'; error: string };

export type VersionDetail = GetVersionResponse['version'];

/**
 * A document's versions (asked again whenever `refreshKey` changes: a new version was written)
 * and the one shown: `version`, else the document's current one. Versions never change once
 * written, so each is fetched once per panel.
 */
export function useDocumentView({
  documentId,
  version,
  auth,
  refreshKey,
}: {
  documentId: string;
  version: number | null;
  auth: AuthMode;
  refreshKey: string;
}) {
  const [list, setList] = useState<Load<GetVersionsResponse>>({ status: 'loading' });
  const [details, setDetails] = useState<Record<string, Load<VersionDetail>>>({});
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let live = true;
    getVersions(documentId, auth).then(
      (value) => live && setList({ status: 'ready', value }),
      (err: unknown) =>
        live && setList({ status: 'failed', error: errorMessage(err, docText.loadFailed) }),
    );
    return () => {
      live = false;
    };
  }, [documentId, auth, refreshKey, attempt]);

  const ready = list.status === 'ready' ? list.value : null;
  const number =
    version ?? (ready && ready.versions.length > 0 ? ready.document.current_version : null);
  const key = number === null ? null : `${documentId}:${number}`;
  const known = key === null ? undefined : details[key];

  useEffect(() => {
    if (number === null || key === null || known !== undefined) return;
    let live = true;
    getVersion(documentId, number, auth).then(
      (res) =>
        live && setDetails((d) => ({ ...d, [key]: { status: 'ready', value: res.version } })),
      (err: unknown) =>
        live &&
        setDetails((d) => ({
          ...d,
          [key]: { status: 'failed', error: errorMessage(err, docText.versionFailed) },
        })),
    );
    return () => {
      live = false;
    };
  }, [documentId, number, key, known, auth]);

  const retry = useCallback(() => {
    setList((l) => (l.status === 'failed' ? { status: 'loading' } : l));
    // A failed version is forgotten, so it is asked again.
    setDetails((d) =>
      Object.fromEntries(Object.entries(d).filter(([, load]) => load.status !== 'failed')),
    );
    setAttempt((a) => a + 1);
  }, []);

  const shown: Load<VersionDetail> = known ?? { status: 'loading' };
  return { list, shown, number, retry };
}
