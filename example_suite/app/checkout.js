// Checkout: validates the form field by field, shows inline errors, then confirms with an order number.
"use strict";

const EXPRESS_SHIPPING = 900;

// Pure: form values -> { fieldId: message } for every invalid field (empty object when valid).
function validateCheckout(values) {
  const errors = {};
  if (!values.fullName.trim()) errors["full-name"] = "Enter your full name.";
  if (!values.email.trim()) errors.email = "Enter your email address.";
  else if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(values.email.trim()))
    errors.email = "Enter a valid email address, like name@example.com.";
  if (!values.address.trim()) errors.address = "Enter your delivery address.";
  if (!values.country) errors.country = "Choose a country.";
  if (!values.terms) errors.terms = "You must accept the terms and conditions.";
  return errors;
}

function shippingCost(form) {
  return form.shipping.value === "express" ? EXPRESS_SHIPPING : 0;
}

function renderSummary() {
  const form = document.getElementById("checkout-form");
  const items = Shop.cart().map((line) => {
    const li = document.createElement("li");
    const product = Shop.product(line.id);
    li.textContent = `${line.qty} × ${product.name} — ${Shop.formatPrice(product.price * line.qty)}`;
    return li;
  });
  document.getElementById("summary-lines").replaceChildren(...items);
  const discount = Shop.discount();
  const shipping = shippingCost(form);
  document.getElementById("summary-subtotal").textContent = Shop.formatPrice(Shop.subtotal());
  document.getElementById("summary-discount").textContent = "−" + Shop.formatPrice(discount);
  for (const el of document.querySelectorAll(".discount-row")) el.hidden = discount === 0;
  document.getElementById("summary-shipping").textContent = shipping ? Shop.formatPrice(shipping) : "Free";
  document.getElementById("summary-total").textContent = Shop.formatPrice(Shop.subtotal() - discount + shipping);
}

function showErrors(form, errors) {
  for (const field of ["full-name", "email", "address", "country", "terms"]) {
    const input = document.getElementById(field);
    const message = errors[field] || "";
    document.getElementById(field + "-error").textContent = message;
    if (message) input.setAttribute("aria-invalid", "true");
    else input.removeAttribute("aria-invalid");
  }
  const count = Object.keys(errors).length;
  document.getElementById("checkout-alert").textContent =
    count === 0 ? "" : `Please fix ${count === 1 ? "1 problem" : count + " problems"} before placing your order.`;
}

function placeOrder(form) {
  const total = document.getElementById("summary-total").textContent;
  const orderNumber = "SH-" + String(Math.floor(100000 + Math.random() * 900000));
  Shop.clearCart();
  document.getElementById("checkout-contents").hidden = true;
  document.getElementById("order-number").textContent = orderNumber;
  document.getElementById("confirmation-details").textContent =
    `We sent a confirmation to ${form.email.value.trim()}. Total paid: ${total}.`;
  const confirmation = document.getElementById("order-confirmation");
  confirmation.hidden = false;
  confirmation.querySelector("h2").focus();
}

document.addEventListener("DOMContentLoaded", () => {
  const form = document.getElementById("checkout-form");
  if (Shop.cart().length === 0) {
    document.getElementById("checkout-contents").hidden = true;
    document.getElementById("checkout-empty").hidden = false;
    return;
  }
  for (const radio of form.shipping) radio.addEventListener("change", renderSummary);
  renderSummary();
  form.addEventListener("submit", (event) => {
    event.preventDefault();
    const errors = validateCheckout({
      fullName: form.fullName.value,
      email: form.email.value,
      address: form.address.value,
      country: form.country.value,
      terms: form.terms.checked,
    });
    showErrors(form, errors);
    const firstInvalid = Object.keys(errors)[0];
    if (firstInvalid) document.getElementById(firstInvalid).focus();
    else placeOrder(form);
  });
});
