/*
| The job board's sitemaps (docs/product.md, "Offres publiques").
*/
export {}
