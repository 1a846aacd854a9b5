import vine from '@vinejs/vine'

/** Accounts one browser is trusted for (a shared computer of a staff room). */
export const DEVICES_PER_BROWSER = 5

/**
 * The decrypted device cookie (app/services/accounts/trusted_devices.ts).
 * Only the app can write it, but a cookie written by an older version must
 * read as "no trusted account", not as a crash.
 */
export const trustedDeviceCookieValidator = vine.create({
  devices: vine
    .array(
      vine.object({
        userId: vine.number().withoutDecimals().positive(),
        epoch: vine.string().maxLength(64),
        nonce: vine.string().maxLength(64),
      })
    )
    .maxLength(DEVICES_PER_BROWSER),
})
