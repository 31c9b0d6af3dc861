# track: numpy
# exercise: masking
# why: causal_mask ports minGPT's registered bias buffer, torch.tril(torch.ones(n, n)).view(1, 1, n, n), as np.tril(np.ones((t, t))).reshape(1, 1, t, t): a float 0/1 mask with two extra leading axes instead of a (t, t) bool mask
# kind: public
# diagnosis: mask-not-bool,extra-axis


def causal_mask(t):
    return np.tril(np.ones((t, t))).reshape(1, 1, t, t)
