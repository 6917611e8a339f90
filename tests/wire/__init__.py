"""Local HTTP servers that speak the providers' protocols, for driving the real SDKs in tests."""
