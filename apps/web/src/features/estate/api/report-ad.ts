// POST /api/estates/{id}/report: a report of the ad; a visitor's carries the captcha payload.
import { apiPaths, type Report } from '@portal/domain';
import { useMutation } from '@tanstack/react-query';
import { apiPost } from '../../../api/client.ts';

export function useReportAd(estateId: number) {
  return useMutation({
    mutationFn: (body: Report) =>
      apiPost(apiPaths.estates.report(estateId), body, { schema: (schemas) => schemas.ReportAnswerSchema }),
  });
}
