// Login: checks the demo credentials and sends the user to the product list.
"use strict";

document.addEventListener("DOMContentLoaded", () => {
  const form = document.getElementById("login-form");
  const error = document.getElementById("login-error");
  form.addEventListener("submit", (event) => {
    event.preventDefault();
    const name = form.username.value.trim();
    const password = form.password.value;
    if (!name || !password) {
      error.textContent = "Enter your username and password.";
      return;
    }
    if (!Shop.signIn(name, password)) {
      error.textContent = "Wrong username or password.";
      form.password.value = "";
      form.password.focus();
      return;
    }
    window.location.href = "products.html";
  });
});
