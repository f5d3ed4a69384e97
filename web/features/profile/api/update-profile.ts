import { useMutation } from '@tanstack/react-query';
import type { ProfileUpdate } from '#core/schemas/profile';
import { apiSend } from '../../../lib/api-client';

/** PATCH /api/me/profile with only the changed fields; 409 `username_taken` when the name belongs to someone else. */
export function updateProfile(changes: ProfileUpdate): Promise<{ ok: true }> {
  return apiSend<{ ok: true }>('PATCH', '/me/profile', changes);
}

export function useUpdateProfile() {
  return useMutation({ mutationFn: updateProfile });
}
