# track: numpy
# exercise: masking
# why: causal_mask calls np.tril(np.ones((t, t), dtype=bool), diagonal=0) with PyTorch's keyword; np.tril names its offset k, so every call raises TypeError (unexpected keyword argument 'diagonal')
# kind: crash
# diagnosis: crash


def causal_mask(t):
    return np.tril(np.ones((t, t), dtype=bool), diagonal=0)
