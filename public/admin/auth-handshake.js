// The editor sign-in popup's last step (api/_lib/editor-auth.ts): tell the editor window that
// signing in is under way, then hand it the result, but only once it answers from this site's
// own origin, so no other page that opened this window can receive the token.
(function () {
  var block = document.getElementById('editor-auth-result');
  if (!block || !window.opener) return;
  var message = JSON.parse(block.textContent);
  window.addEventListener('message', function receive(event) {
    if (event.origin !== window.location.origin) return;
    window.removeEventListener('message', receive);
    window.opener.postMessage(message, event.origin);
  });
  window.opener.postMessage('authorizing:github', window.location.origin);
})();
