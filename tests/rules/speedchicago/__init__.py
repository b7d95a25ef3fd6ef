"""Scenario tests of the Speedchicago rules, one or more per rule of the text and determination."""
