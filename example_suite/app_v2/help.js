// The support form shown inside the checkout page's iframe.
"use strict";

document.addEventListener("DOMContentLoaded", () => {
  const form = document.getElementById("support-form");
  form.addEventListener("submit", (event) => {
    event.preventDefault();
    const message = form.message.value.trim();
    document.getElementById("support-error").textContent = message ? "" : "Write your question first.";
    if (!message) return;
    form.hidden = true;
    document.getElementById("support-sent").textContent =
      "Thanks! Your message was sent. We reply within one working day.";
  });
});
