// Sign-in: checks the demo credentials and sends the user to the product list.
"use strict";

document.addEventListener("DOMContentLoaded", () => {
  const form = document.getElementById("signin-form");
  const error = document.getElementById("signin-error");
  form.addEventListener("submit", (event) => {
    event.preventDefault();
    const name = form.username.value.trim();
    const password = form.password.value;
    if (!name || !password) {
      error.textContent = "Enter your user name and password.";
      return;
    }
    if (!Shop.signIn(name, password)) {
      error.textContent = "That user name and password do not match.";
      form.password.value = "";
      form.password.focus();
      return;
    }
    window.location.href = "products.html";
  });
});
