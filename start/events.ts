/*
| Application event listeners.
*/
export {}
