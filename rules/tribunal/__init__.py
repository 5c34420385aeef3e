"""Grand Tribunal: magi advance Items and Spells with vis, vote on the register and show
their creations at three Tribunals; the most points after the Grand Tribunal wins.

(Being built: ``actions`` is the contract with the client; the rest follows.)
"""
