// POST /api/user/activate: the e-mailed link's user id and one-time hash.
import { type Activate, apiPaths } from '@portal/domain';
import { apiPost } from '../../../api/client.ts';

export function activate(link: Activate) {
  return apiPost(apiPaths.user.activate, link, { schema: (schemas) => schemas.MessageResponseSchema });
}
