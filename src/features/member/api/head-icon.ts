import { api } from '#src/shared/api/api';
import { HEAD_ICON_PICTURE_FIELD, type HeadIcon, type HeadIconState } from '#src/shared/contract/head-icon';

export const getHeadIcon = (): Promise<HeadIconState> => api.call('headIcon', {});

/** A preset by its number; the answer is the icon now in place. */
export async function choosePreset(preset: number): Promise<HeadIcon> {
  return (await api.upload('setHeadIcon', { preset: String(preset) }, {})).current;
}

/** The member's own picture (checked again by its bytes on the server). */
export async function uploadHeadIcon(picture: File): Promise<HeadIcon> {
  return (await api.upload('setHeadIcon', {}, { [HEAD_ICON_PICTURE_FIELD]: [picture] })).current;
}
