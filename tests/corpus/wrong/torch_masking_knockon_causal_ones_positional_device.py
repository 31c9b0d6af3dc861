# track: torch
# exercise: masking
# why: causal_mask passes the device positionally, torch.ones(t, t, device, dtype=torch.bool).tril(), as if it were a third argument after the sizes; torch.ones reads every positional argument as a size, so every call (device None or a device) raises TypeError, and masked attention built on causal_mask fails with it
# kind: knockon
# diagnosis: crash

import torch


def causal_mask(t, device=None):
    return torch.ones(t, t, device, dtype=torch.bool).tril()
