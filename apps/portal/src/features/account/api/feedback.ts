import useSWR from 'swr';
import useSWRMutation from 'swr/mutation';
import type { FeedbackItem, FeedbackList, SendFeedbackRequest } from '@portal/contract';
import { api } from '../../../lib/api';

export const feedbackKey = '/v1/patient/feedback';

export const getFeedback = () => api.get<FeedbackList>(feedbackKey);
export const sendFeedback = (feedback: SendFeedbackRequest) =>
  api.post<{ feedback: FeedbackItem }>(feedbackKey, feedback);

/** [PROF-7] What the patient sent, newest first, and where each stands. */
export function useFeedback() {
  return useSWR(feedbackKey, getFeedback, { onError: () => undefined });
}

/** [PROF-7] Sends feedback and puts it at the top of the list, so the list shows it without a round trip. */
export function useSendFeedback() {
  return useSWRMutation(
    feedbackKey,
    (_key: string, { arg }: { arg: SendFeedbackRequest }) => sendFeedback(arg),
    {
      populateCache: ({ feedback }, current?: FeedbackList) => ({
        feedback: [feedback, ...(current?.feedback ?? [])],
      }),
      revalidate: false,
      throwOnError: false,
    },
  );
}
