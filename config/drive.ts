import { join } from 'node:path'
import env from '#start/env'
import app from '@adonisjs/core/services/app'
import { defineConfig, services } from '@adonisjs/drive'
import { dataDirectory } from '#services/platform/data_paths'

/*
| Where uploaded files live (candidates' CVs, docs/product.md
| "Candidatures"). `fs` (the default) keeps them in `files/` of the data
| folder (`tmp/files` in development, `DATA_DIR/files` in production, never
| under `public/`, never served by the static middleware: the app streams a
| file to its owner itself). `s3` is any S3-compatible bucket (AWS, Scaleway,
| OVH, MinIO…), chosen with DRIVE_DISK=s3 (README, production). Files are
| private on both.
*/
const driveConfig = defineConfig({
  default: env.get('DRIVE_DISK', 'fs'),
  services: {
    fs: services.fs({
      location: env.get('DRIVE_ROOT')
        ? app.makePath(env.get('DRIVE_ROOT')!)
        : join(dataDirectory(app.makePath(), { DATA_DIR: env.get('DATA_DIR') }), 'files'),
      serveFiles: false,
      visibility: 'private',
    }),
    s3: services.s3({
      credentials: {
        accessKeyId: env.get('S3_ACCESS_KEY_ID', ''),
        secretAccessKey: env.get('S3_SECRET_ACCESS_KEY', ''),
      },
      region: env.get('S3_REGION', 'fr-par'),
      bucket: env.get('S3_BUCKET', ''),
      endpoint: env.get('S3_ENDPOINT'),
      forcePathStyle: env.get('S3_FORCE_PATH_STYLE', false),
      visibility: 'private',
    }),
    /* The off-site copy of the backups (BACKUP_OFFSITE_DISK=backups_s3): a bucket of its own, other keys. */
    backups_s3: services.s3({
      credentials: {
        accessKeyId: env.get('BACKUP_S3_ACCESS_KEY_ID', ''),
        secretAccessKey: env.get('BACKUP_S3_SECRET_ACCESS_KEY', ''),
      },
      region: env.get('BACKUP_S3_REGION', 'fr-par'),
      bucket: env.get('BACKUP_S3_BUCKET', ''),
      endpoint: env.get('BACKUP_S3_ENDPOINT'),
      forcePathStyle: env.get('BACKUP_S3_FORCE_PATH_STYLE', false),
      visibility: 'private',
    }),
  },
})

export default driveConfig

declare module '@adonisjs/drive/types' {
  export interface DriveDisks extends InferDriveDisks<typeof driveConfig> {}
}
