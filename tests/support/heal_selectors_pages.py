"""A login page in v1 and its drifted v2 (ids renamed, wrappers added, text tweaked, promo removed)."""

from __future__ import annotations

SCRIPT = """
<script>
  document.querySelector("form").addEventListener("submit", (event) => {
    event.preventDefault();
    const user = document.querySelector("input[name=username]").value;
    document.querySelector("[role=status]").textContent = "Welcome, " + user;
  });
</script>
"""

V1 = (
    """<!doctype html><html><body>
<h1>Log in to your account</h1>
<form id="login-form">
  <label for="username">Username</label> <input id="username" name="username">
  <label for="password">Password</label> <input id="password" name="password" type="password">
  <label><input id="remember" type="checkbox"> Remember me</label>
  <button id="login-btn" class="primary" type="submit">Log in</button>
</form>
<button id="promo-apply" class="link">Apply promo code</button>
<p id="status" role="status"></p>
"""
    + SCRIPT
    + "</body></html>"
)

V2 = (
    """<!doctype html><html><body>
<div class="panel-wrap"><div class="panel-head"><h1>Sign in to the shop</h1></div>
<form id="signin-form" class="form">
  <div class="form-row"><div class="control">
    <label for="login-user">User name</label> <input id="login-user" name="username">
  </div></div>
  <div class="form-row"><div class="control">
    <label for="login-pass">Password</label> <input id="login-pass" name="password" type="password">
  </div></div>
  <div class="form-row"><label><input id="keep-signed-in" type="checkbox"> Remember me</label></div>
  <div class="form-actions"><button id="signin-submit" class="primary" type="submit">Log in</button></div>
</form></div>
<p id="notice" role="status"></p>
"""
    + SCRIPT
    + "</body></html>"
)
