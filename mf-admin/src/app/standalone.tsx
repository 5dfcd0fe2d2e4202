// Opening the remote's own dev page shows a hint; the real app runs inside the shell.
document.body.textContent = 'mf-admin is a Kala remote. Open it through the shell.';
export {};
