# track: numpy
# exercise: masking
# why: ports the TensorFlow tutorial's create_look_ahead_mask, 1 - band_part(ones, -1, 0): float numbers where 1 marks the HIDDEN (future) keys, the opposite convention and not bool
# kind: public-code
# diagnosis: mask-not-bool, mask-inverted


def causal_mask(t):
    # 1 above the diagonal, 0 on and below it
    return 1 - np.tril(np.ones((t, t)))
