// Checkout: validates the form field by field, shows inline errors, then confirms with an order number.
"use strict";

const EXPRESS_SHIPPING = 900;

// Pure: form values -> { fieldId: message } for every invalid field, in the form's visual order.
function validateCheckout(values) {
  const errors = {};
  if (!values.email.trim()) errors["customer-email"] = "Enter your email address.";
  else if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(values.email.trim()))
    errors["customer-email"] = "Enter a valid email address, like name@example.com.";
  if (!values.fullName.trim()) errors["customer-name"] = "Enter your full name.";
  if (!values.country) errors["customer-country"] = "Choose a country.";
  if (!values.address.trim()) errors["customer-address"] = "Enter your delivery address.";
  if (!values.terms) errors["accept-terms"] = "You must accept the terms and conditions.";
  return errors;
}

function shippingCost(form) {
  return form.shipping.value === "express" ? EXPRESS_SHIPPING : 0;
}

function renderSummary() {
  const form = document.getElementById("co-form");
  const items = Shop.cart().map((line) => {
    const li = document.createElement("li");
    const product = Shop.product(line.id);
    li.textContent = `${line.qty} × ${product.name} — ${Shop.formatPrice(product.price * line.qty)}`;
    return li;
  });
  document.getElementById("co-lines").replaceChildren(...items);
  const shipping = shippingCost(form);
  document.getElementById("co-subtotal").textContent = Shop.formatPrice(Shop.subtotal());
  document.getElementById("co-shipping").textContent = shipping ? Shop.formatPrice(shipping) : "Free";
  document.getElementById("co-total").textContent = Shop.formatPrice(Shop.subtotal() + shipping);
}

function showErrors(form, errors) {
  for (const field of ["customer-email", "customer-name", "customer-country", "customer-address", "accept-terms"]) {
    const input = document.getElementById(field);
    const message = errors[field] || "";
    document.getElementById(field + "-msg").textContent = message;
    if (message) input.setAttribute("aria-invalid", "true");
    else input.removeAttribute("aria-invalid");
  }
  const count = Object.keys(errors).length;
  document.getElementById("co-alert").textContent =
    count === 0 ? "" : `Please fix ${count === 1 ? "1 problem" : count + " problems"} before placing your order.`;
}

function placeOrder(form) {
  const total = document.getElementById("co-total").textContent;
  const orderNumber = "SH-" + String(Math.floor(100000 + Math.random() * 900000));
  Shop.clearCart();
  document.getElementById("co-contents").hidden = true;
  document.getElementById("order-ref").textContent = orderNumber;
  document.getElementById("thanks-details").textContent =
    `We sent a confirmation to ${form.email.value.trim()}. Total paid: ${total}.`;
  const confirmation = document.getElementById("thanks");
  confirmation.hidden = false;
  confirmation.querySelector("h2").focus();
}

document.addEventListener("DOMContentLoaded", () => {
  const form = document.getElementById("co-form");
  if (Shop.cart().length === 0) {
    document.getElementById("co-contents").hidden = true;
    document.getElementById("co-empty").hidden = false;
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
