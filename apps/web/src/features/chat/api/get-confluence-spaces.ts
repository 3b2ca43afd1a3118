import { paths } from '@prd/contract';
import { apiRequest } from '../../../lib/api-client';

/** One space of the spaces list (spec section 3). */
interface ConfluenceSpace {
  id: string;
  key: string;
  name: string;
}

interface SpacesResponse {
  results?: unknown;
}

/** The Confluence spaces the user can publish to; entries without a key are left out. */
export async function getConfluenceSpaces(): Promise<ConfluenceSpace[]> {
  const res = await apiRequest<SpacesResponse>(paths.share.confluenceSpaces, { auth: 'either' });
  if (!Array.isArray(res.results)) return [];
  return res.results.flatMap((entry: unknown): ConfluenceSpace[] => {
    if (typeof entry !== 'object' || entry === null) return [];
    const { id, key, name } = entry as Record<string, unknown>;
    if (typeof key !== 'string' || key === '') return [];
    return [
      {
        id: typeof id === 'string' || typeof id === 'number' ? String(id) : key,
        key,
        name: typeof name === 'string' ? name : key,
      },
    ];
  });
}
