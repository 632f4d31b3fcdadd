import type { Kysely } from 'kysely';
import type { Customer, Database } from '../../db/schema';
import { toPasskey } from '../customer/login/passkeys';
import { readBankDetails } from '../payment/bank-details';
import { paymentMethodsOf } from '../payment/payment-methods';
import { iso } from '../iso-time';

const flag = (value: number) => Number(value) === 1;

/**
 * Version of the export's layout (docs/data-export.md, docs/data-export.schema.json): raised
 * whenever a field changes, so a program reading exports can tell.
 */
export const DATA_EXPORT_FORMAT_VERSION = 3;

/**
 * customer.json: everything about the customer apart from orders and invoices, which may be
 * many and are written page by page (order-pages.ts). Each list here is bounded by what the
 * account allows (addresses, wishlist, follows) or short-lived (sessions, tokens), so it is read
 * whole. Secrets stay out: password hash, token hashes, the full IBAN (masked as the account
 * shows it), a passkey's public key and credential ids.
 */
export async function customerData(
  db: Kysely<Database>,
  customer: Customer,
  bankDetailsKey: Buffer,
  exportedAt: number,
) {
  const id = customer.id;
  const [billing, delivery, bankDetails, payment, newsletter, reminders, research, upsell] =
    await Promise.all([
      db
        .selectFrom('billing_addresses')
        .selectAll()
        .where('customer_id', '=', id)
        .executeTakeFirst(),
      db
        .selectFrom('delivery_addresses')
        .selectAll()
        .where('customer_id', '=', id)
        .where('is_deleted', '=', 0)
        .orderBy('created_at')
        .execute(),
      readBankDetails(db, bankDetailsKey, id),
      paymentMethodsOf(db, customer),
      db
        .selectFrom('newsletter_subscriptions')
        .selectAll()
        .where('email_normalized', '=', customer.email_normalized)
        .orderBy('created_at')
        .execute(),
      db
        .selectFrom('stock_reminders')
        .selectAll()
        .where('email_normalized', '=', customer.email_normalized)
        .orderBy('created_at')
        .execute(),
      db
        .selectFrom('market_research_consents')
        .selectAll()
        .where('customer_id', '=', id)
        .executeTakeFirst(),
      db
        .selectFrom('upsell_unsubscribes')
        .selectAll()
        .where('customer_id', '=', id)
        .executeTakeFirst(),
    ]);
  const [
    follows,
    wishlist,
    views,
    basket,
    vouchers,
    referral,
    support,
    social,
    sessions,
    logins,
    devices,
    exportRequests,
    preferences,
    consentLog,
    passkeys,
    mails,
  ] = await Promise.all([
    db
      .selectFrom('creator_follows')
      .innerJoin('creators', 'creators.id', 'creator_follows.creator_id')
      .select([
        'creators.id',
        'creators.name',
        'creator_follows.source_app',
        'creator_follows.followed_at',
      ])
      .where('creator_follows.customer_id', '=', id)
      .orderBy('creator_follows.followed_at')
      .execute(),
    db
      .selectFrom('wishlist_items')
      .selectAll()
      .where('customer_id', '=', id)
      .orderBy('added_at')
      .orderBy('sku')
      .execute(),
    db
      .selectFrom('product_views')
      .selectAll()
      .where('customer_id', '=', id)
      .orderBy('viewed_at')
      .orderBy('base_product_no')
      .execute(),
    db
      .selectFrom('basket_items')
      .selectAll()
      .where('customer_id', '=', id)
      .orderBy('updated_at')
      .orderBy('sku')
      .execute(),
    db
      .selectFrom('vouchers')
      .selectAll()
      .where('customer_id', '=', id)
      .orderBy('created_at')
      .orderBy('code')
      .execute(),
    db.selectFrom('referral_codes').selectAll().where('customer_id', '=', id).executeTakeFirst(),
    db
      .selectFrom('support_requests')
      .selectAll()
      .where('customer_id', '=', id)
      .orderBy('created_at')
      .execute(),
    db
      .selectFrom('social_logins')
      .selectAll()
      .where('customer_id', '=', id)
      .orderBy('created_at')
      .execute(),
    db
      .selectFrom('sessions')
      .selectAll()
      .where('customer_id', '=', id)
      .orderBy('created_at')
      .orderBy('id')
      .execute(),
    db
      .selectFrom('login_events')
      .selectAll()
      .where('customer_id', '=', id)
      .orderBy('occurred_at')
      .orderBy('id')
      .execute(),
    db
      .selectFrom('known_devices')
      .selectAll()
      .where('customer_id', '=', id)
      .orderBy('first_seen_at')
      .execute(),
    db
      .selectFrom('data_export_requests')
      .select(['requested_at', 'mailed_at'])
      .where('customer_id', '=', id)
      .orderBy('requested_at')
      .execute(),
    db
      .selectFrom('privacy_preferences')
      .selectAll()
      .where('customer_id', '=', id)
      .executeTakeFirst(),
    db
      .selectFrom('consent_log')
      .selectAll()
      .where('customer_id', '=', id)
      .orderBy('occurred_at')
      .orderBy('id')
      .execute(),
    db
      .selectFrom('passkeys')
      .selectAll()
      .where('customer_id', '=', id)
      .orderBy('created_at')
      .orderBy('id')
      .execute(),
    // What the outbox keeps of the mails to the customer (issue 33); an unsent mail's content
    // stays out like a sent one's, which is gone: it holds live links.
    db
      .selectFrom('outgoing_mails')
      .select(['to_address', 'kind', 'subject', 'created_at', 'sent_at', 'given_up_at', 'attempts'])
      .where((eb) =>
        eb.or([eb('customer_id', '=', id), eb('to_address', '=', customer.email_normalized)]),
      )
      .orderBy('created_at')
      .orderBy('id')
      .execute(),
  ]);

  return {
    formatVersion: DATA_EXPORT_FORMAT_VERSION,
    exportedAt: iso(exportedAt),
    profile: {
      customerId: customer.customer_id,
      customerNumber: customer.customer_number,
      email: customer.email,
      emailConfirmedAt: iso(customer.email_confirmed_at),
      customerType: customer.customer_type,
      salutation: customer.salutation,
      firstName: customer.first_name,
      lastName: customer.last_name,
      careOf: customer.care_of,
      dateOfBirth: customer.date_of_birth,
      phoneNumber: customer.phone_number,
      countryCode: customer.country_code,
      hasPassword: customer.password_hash !== null,
      createdAt: iso(customer.created_at),
      addressAtRegistration: {
        street: customer.street,
        streetNumber: customer.street_number,
        addressAddition: customer.address_addition,
        zipCode: customer.zip_code,
        city: customer.city,
      },
    },
    billingAddress: billing
      ? {
          street: billing.street,
          streetNumber: billing.street_number,
          zipCode: billing.zip_code,
          city: billing.city,
          countryCode: billing.country_code,
          updatedAt: iso(billing.updated_at),
        }
      : null,
    deliveryAddresses: delivery.map((a) => ({
      salutation: a.salutation,
      firstName: a.first_name,
      lastName: a.last_name,
      street: a.street,
      streetNumber: a.street_number,
      addressAddition: a.address_addition,
      zipCode: a.zip_code,
      city: a.city,
      countryCode: a.country_code,
      phone: a.phone,
      parcelPointKind: a.parcel_point_kind,
      postNumber: a.post_number,
      stationNumber: a.station_number,
      isDefault: flag(a.is_default),
      createdAt: iso(a.created_at),
      updatedAt: iso(a.updated_at),
    })),
    payment: {
      preferredPaymentMethod: payment.preferredPaymentMethod,
      paymentMethods: payment.paymentMethods.map((m) => m.method),
      bankDetails,
    },
    consents: {
      newsletter: newsletter.map((n) => ({
        email: n.email,
        shop: n.locale,
        status: n.status,
        frequency: n.frequency,
        createdAt: iso(n.created_at),
        confirmedAt: iso(n.confirmed_at),
        unsubscribedAt: iso(n.unsubscribed_at),
      })),
      stockReminders: reminders.map((r) => ({
        email: r.email,
        shop: r.locale,
        baseProductNo: r.base_product_no,
        status: r.status,
        createdAt: iso(r.created_at),
        confirmedAt: iso(r.confirmed_at),
        unsubscribedAt: iso(r.unsubscribed_at),
      })),
      marketResearch: research
        ? {
            status: research.status,
            requestedAt: iso(research.requested_at),
            confirmedAt: iso(research.confirmed_at),
          }
        : null,
      upsellMailsUnsubscribedAt: upsell ? iso(upsell.unsubscribed_at) : null,
      crossDeviceTracking: flag(customer.cross_device_tracking),
      privacyPreferences: preferences
        ? {
            personalisedRecommendations: flag(preferences.personalised_recommendations),
            tracking: flag(preferences.tracking),
            updatedAt: iso(preferences.updated_at),
          }
        : null,
      log: consentLog.map((entry) => ({
        occurredAt: iso(entry.occurred_at),
        topic: entry.topic,
        change: entry.change,
        source: entry.source,
        detail: entry.detail,
      })),
    },
    followedCreators: follows.map((f) => ({
      creatorId: f.id,
      name: f.name,
      sourceApp: f.source_app,
      followedAt: iso(f.followed_at),
    })),
    wishlist: wishlist.map((w) => ({
      sku: w.sku,
      state: w.state,
      addedAt: iso(w.added_at),
      updatedAt: iso(w.updated_at),
    })),
    recentlyViewed: views.map((v) => ({
      baseProductNo: v.base_product_no,
      viewedAt: iso(v.viewed_at),
    })),
    basket: basket.map((b) => ({ sku: b.sku, quantity: b.quantity, updatedAt: iso(b.updated_at) })),
    vouchers: vouchers.map((v) => ({
      code: v.code,
      type: v.type,
      value: v.value,
      currency: v.currency,
      minimumOrderCents: v.minimum_order_cents,
      validUntil: v.valid_until,
      welcome: flag(v.welcome),
      redeemedAt: iso(v.redeemed_at),
      createdAt: iso(v.created_at),
    })),
    referralCode: referral ? { code: referral.code, createdAt: iso(referral.created_at) } : null,
    supportRequests: support.map((s) => ({
      topic: s.topic,
      orderNumber: s.order_number,
      message: s.message,
      email: s.email,
      shop: s.locale,
      createdAt: iso(s.created_at),
    })),
    socialLogins: social.map((s) => ({ provider: s.provider, linkedAt: iso(s.created_at) })),
    sessions: sessions.map((s) => ({
      startedAt: iso(s.created_at),
      lastActiveAt: iso(s.last_active_at),
      expiresAt: iso(s.expires_at),
      endedAt: iso(s.revoked_at),
      stayLoggedIn: flag(s.stay_logged_in),
      userAgent: s.user_agent,
      shop: s.shop,
      network: s.network,
    })),
    loginHistory: logins.map((l) => ({
      occurredAt: iso(l.occurred_at),
      succeeded: flag(l.succeeded),
      method: l.method,
      provider: l.provider,
      userAgent: l.user_agent,
      network: l.network,
    })),
    // What the security centre shows of a passkey, and whether it syncs; its public key,
    // credential id and user handle stay out (security material, docs/data-export.md).
    passkeys: passkeys.map((p) => {
      const { name, createdAt, lastUsedAt, deviceType } = toPasskey(p);
      return {
        name,
        createdAt,
        lastUsedAt,
        deviceType,
        backedUp: flag(p.backed_up),
        relyingPartyId: p.rp_id,
      };
    }),
    knownDevices: devices.map((d) => ({ device: d.device, firstSeenAt: iso(d.first_seen_at) })),
    mails: mails.map((m) => ({
      to: m.to_address,
      kind: m.kind,
      subject: m.subject,
      createdAt: iso(m.created_at),
      sentAt: iso(m.sent_at),
      givenUpAt: iso(m.given_up_at),
      attempts: Number(m.attempts),
    })),
    dataExportRequests: exportRequests.map((r) => ({
      requestedAt: iso(r.requested_at),
      mailedAt: iso(r.mailed_at),
    })),
  };
}
