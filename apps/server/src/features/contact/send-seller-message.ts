import { type SellerMessage, sellerMessageTexts } from '@portal/domain';
import type { Context } from '../../context.ts';
import { AppError, gone, notFound } from '../../http/app-error.ts';
import { verifyCaptcha } from '../../infra/captcha/captcha.ts';
import { queueMail } from '../../infra/mail/outbox-store.ts';
import { countMessage } from '../views/index.ts';
import { sellerMessageMail } from './seller-message-mail.ts';
import { findMessagedAd } from './seller-store.ts';

// Per ad and Warsaw day: more than a popular flat gets from real buyers, few enough that a flood stops early.
export const messagesPerAdDaily = 30;

/**
 * Queues the visitor's message to the seller of a listed ad, with reply-to the visitor, and counts it in the ad's
 * statistics in the same transaction: a message over the ad's daily limit is neither counted nor sent.
 */
export async function sendSellerMessage(
  context: Context,
  estateId: number,
  message: SellerMessage,
): Promise<void> {
  const { db, config, secrets } = context;
  // The ad first: a visitor on a page gone stale learns so without spending the captcha.
  const ad = await findMessagedAd(db, estateId);
  if (!ad) throw notFound('Ogłoszenie nie istnieje.');
  if (!ad.isListed) throw gone(sellerMessageTexts.adGone);
  await verifyCaptcha(db, secrets.captchaKey, message.captcharesponse);
  await db.transaction(async (tx) => {
    if ((await countMessage(tx, ad.estateId)) > messagesPerAdDaily)
      throw new AppError(429, sellerMessageTexts.tooManyForAd);
    await queueMail(tx, sellerMessageMail(config, ad, message));
  });
}
