/*
| Application event listeners, and the hooks that tie a model to what serves
| it: a model never imports a service (docs/architecture.md), so a service
| that must hear of a model's writes subscribes to its hooks here.
|
| None today. The job board's kept pages need no hook: they are kept under
| the board's version, which database triggers move on every write
| (app/models/emplois_version.ts), whoever made it.
*/
export {}
