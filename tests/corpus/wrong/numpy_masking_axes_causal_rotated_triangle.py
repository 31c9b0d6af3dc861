# track: numpy
# exercise: masking
# why: causal_mask takes np.tri(t, dtype=bool) and flips it with [::-1, ::-1], believing the lesson's heat map (drawn with the first query at the bottom) shows np.tri upside down; turning a lower triangle by 180 degrees gives the upper triangle, diagonal included, so every query sees itself and all LATER keys and the first query sees them all
# kind: axes
# diagnosis: causal-upper
def causal_mask(t):
    return np.tri(t, dtype=bool)[::-1, ::-1]
