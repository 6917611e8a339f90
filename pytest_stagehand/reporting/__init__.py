"""Reports: Allure attachments, terminal summary, JUnit properties, heal report."""
