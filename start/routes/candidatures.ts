/*
| The recruiter's applications inbox (docs/product.md, "Candidatures").
*/
export {}
