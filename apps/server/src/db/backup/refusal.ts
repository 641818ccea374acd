/** Why a backup or restore will not go ahead, in words an operator acts on; the commands print it and exit 1. */
export class BackupRefusal extends Error {
  override name = 'BackupRefusal';
}
