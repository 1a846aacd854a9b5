/*
| How the screens name access values, in the original product's words: the
| role (pro, esi) is the "accès", the droit (lecteur, admin) the "rôle".
*/
export const roleLabel = (role: string | null) => role ?? 'aucun'
export const droitLabel = (droit: string | null) => droit ?? 'standard'
export const staffLabel = (isStaff: boolean) => (isStaff ? 'oui' : 'non')
