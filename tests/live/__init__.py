"""The opt-in live tier: real models behind an OpenAI-compatible endpoint (see conftest.py)."""
