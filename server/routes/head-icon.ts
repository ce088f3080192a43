import { Hono } from 'hono';
import { HEAD_ICON_LIMITS, HEAD_ICON_PICTURE_FIELD, HEAD_ICON_PRESETS } from '#src/shared/contract/head-icon';
import { mount } from '../http/contract-route';
import { currentMemberId } from '../http/current-member';
import type { AppEnv } from '../http/env';
import { ApiFailure } from '../http/failure';
import { HEAD_ICON_UPLOAD_PATH, memberHeadIcon, replaceHeadIcon } from '../services/head-icons';
import { HEAD_ICON_SIDE, storedPicture } from '../services/picture-encoding';
import { Refusal } from '../services/refusal';
import { readUpload } from '../services/uploads';

/** The head icon GET and POST (product rules 7.10 and 7.14), and the uploaded pictures themselves. */
export const headIconRoutes = new Hono<AppEnv>();

mount(headIconRoutes, 'headIcon', async (_input, c) => ({
  current: await memberHeadIcon(c.get('services').db, currentMemberId(c)),
  presets: HEAD_ICON_PRESETS,
}));

/** A preset's number or one picture, exactly one of the two. */
mount(
  headIconRoutes,
  'setHeadIcon',
  async (input, c, files) => {
    const memberId = currentMemberId(c);
    const { db } = c.get('services');
    const pictures = files[HEAD_ICON_PICTURE_FIELD] ?? [];
    if ((input.preset === undefined) === (pictures.length === 0) || pictures.length > 1) throw new ApiFailure(400, 'err_bad_request');
    const [file] = pictures;
    if (input.preset !== undefined) {
      const preset = Number(input.preset);
      if (!HEAD_ICON_PRESETS.includes(preset)) throw new ApiFailure(400, 'err_bad_request');
      await replaceHeadIcon(db, memberId, { preset });
    } else if (file) {
      if (file.size > HEAD_ICON_LIMITS.maxBytes) throw new Refusal('err_head_icon_size');
      // The bytes decide, never the name or the declared type; what is kept is the picture drawn again.
      const picture = await storedPicture(new Uint8Array(await file.arrayBuffer()), HEAD_ICON_LIMITS.types, HEAD_ICON_SIDE);
      if (!picture) throw new Refusal('err_head_icon_type');
      await replaceHeadIcon(db, memberId, { picture });
    }
    return { current: await memberHeadIcon(db, memberId) };
  },
  { maxBytes: HEAD_ICON_LIMITS.maxBytes + 64 * 1024, tooLarge: 'err_head_icon_size' },
);

/**
 * An uploaded head icon by its unguessable name. The name never changes for a picture, so it is
 * cached for a year; nosniff and a closed CSP keep a crafted file from running as anything else.
 */
headIconRoutes.get(`${HEAD_ICON_UPLOAD_PATH}:name`, async (c) => {
  const upload = await readUpload(c.get('services').db, 'head-icons', c.req.param('name'));
  if (!upload) return c.notFound();
  c.header('Content-Type', upload.contentType);
  c.header('Cache-Control', 'public, max-age=31536000, immutable');
  c.header('X-Content-Type-Options', 'nosniff');
  c.header('Content-Security-Policy', "default-src 'none'");
  return c.body(new Uint8Array(upload.bytes));
});
