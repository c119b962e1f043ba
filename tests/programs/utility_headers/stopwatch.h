// stopwatch.h: a host timer behind an interface, as timing utility headers write it.
#ifndef STOPWATCH_H
#define STOPWATCH_H

#include <sys/time.h>

class StopWatchBase
{
  public:
    virtual ~StopWatchBase() {}
    virtual void start() = 0;
    virtual void stop() = 0;
    virtual float elapsedMs() const = 0;
};

class StopWatchPosix : public StopWatchBase
{
  public:
    StopWatchPosix() : running(false), totalMs(0.0f) {}
    void start() override
    {
        gettimeofday(&began, 0);
        running = true;
    }
    void stop() override
    {
        totalMs += sinceStart();
        running = false;
    }
    float elapsedMs() const override { return totalMs + (running ? sinceStart() : 0.0f); }

  private:
    float sinceStart() const
    {
        struct timeval now;
        gettimeofday(&now, 0);
        return (float)(1000.0 * (now.tv_sec - began.tv_sec) + 0.001 * (now.tv_usec - began.tv_usec));
    }
    struct timeval began;
    bool running;
    float totalMs;
};

inline bool createTimer(StopWatchBase **t)
{
    *t = new StopWatchPosix();
    return *t != 0;
}
inline void deleteTimer(StopWatchBase **t)
{
    delete *t;
    *t = 0;
}

#endif
