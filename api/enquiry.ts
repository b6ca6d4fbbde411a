/**
 * POST /api/enquiry: the relay of the contact form and the enquiry dialog
 * (docs/decisions/relay.md). A Vercel Node function; the local host and the Vite servers mount the
 * same export through server/api-router.ts. The work is in api/_lib/ (files under `_`
 * are not deployed as functions of their own).
 *
 * Relative imports carry `.js`: Vercel compiles each file to native ESM, which does not
 * resolve a specifier without an extension.
 */
import type { VercelRequest, VercelResponse } from '@vercel/node';
import { createEnquiryHandler } from './_lib/handler.js';

// One per instance: its rate-limit memory lives as long as the instance.
const handleEnquiry = createEnquiryHandler();

export default async function handler(req: VercelRequest, res: VercelResponse): Promise<void> {
  await handleEnquiry(req, res);
}
