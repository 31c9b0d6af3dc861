# track: numpy
# exercise: masking
# why: causal_mask fills the rows in a loop written with 1-based positions, for i in range(1, t + 1): mask[i, :i] = True ("query i sees keys 1..i"), but indexes the rows from 0, so the last pass writes row t of a t-row array and every call raises IndexError (and row 0 would be left empty)
# kind: crash
# diagnosis: index-past-end
def causal_mask(t):
    mask = np.zeros((t, t), dtype=bool)
    for i in range(1, t + 1):
        mask[i, :i] = True
    return mask
